import { useParams } from 'react-router';
import { CompanyRead } from '../../components/company-read/CompanyRead';
import { useBattlesReady } from '../../components/battle-start/useBattlesReady';
import { useSession } from '../../hooks/useSession';
import { BattleScreen } from './BattleScreen';
import { RetiredCompanyNotice } from './RetiredCompanyNotice';

/** /company/{id}/battle: battle mode for one of the player's companies, unless it is retired. */
export function BattlePage() {
  const { id = '' } = useParams();
  const playerId = useSession()?.id ?? '';
  // The battle is read from the device's store as the screen starts: a moment's wait, once.
  const ready = useBattlesReady(playerId);
  if (!ready) return null;
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
