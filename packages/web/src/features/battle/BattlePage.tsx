import { useParams } from 'react-router';
import { CompanyRead } from '../../components/company-read/CompanyRead';
import { useSession } from '../../hooks/useSession';
import { BattleScreen } from './BattleScreen';
import { RetiredCompanyNotice } from './RetiredCompanyNotice';

/** /company/{id}/battle: battle mode for one of the player's companies, unless it is retired. */
export function BattlePage() {
  const { id = '' } = useParams();
  const playerId = useSession()?.id ?? '';
  return (
    <CompanyRead id={id}>
      {(company) =>
        company.retired ? (
          <RetiredCompanyNotice company={company} />
        ) : (
          <BattleScreen key={`${playerId}:${id}`} company={company} playerId={playerId} />
        )
      }
    </CompanyRead>
  );
}
