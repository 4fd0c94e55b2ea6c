import { useParams } from 'react-router';
import { CompanyRead } from '../../components/company-read/CompanyRead';
import { useSession } from '../../hooks/useSession';
import { BattleScreen } from './BattleScreen';

/** /company/{id}/battle: battle mode for one of the player's companies. */
export function BattlePage() {
  const { id = '' } = useParams();
  const playerId = useSession()?.id ?? '';
  return (
    <CompanyRead id={id}>
      {(company) => (
        <BattleScreen key={`${playerId}:${id}`} company={company} playerId={playerId} />
      )}
    </CompanyRead>
  );
}
