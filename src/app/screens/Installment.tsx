import { useParams } from 'react-router-dom';
import { useUser } from '../../auth/AuthContext';
import SettlementPage from '../../features/ledger/settle/SettlementPage';
import NotFoundPage from '../pages/NotFoundPage';
import { useAuthor } from './author';

/** What an installment's address asks after its id: its page opens on that dialog. */
const DIALOGS = { editar: 'edit', renegociar: 'renegotiate' } as const;

/**
 * An installment's page (`…/:parcelaId`, `…/editar`, `…/renegociar`) or its settlement form
 * (`…/baixa`); the drafts of the settlement and the edit are the signed-in user's; its changes signed by the user; another
 * word after the id is an address that does not exist.
 */
export default function Installment() {
  const { acao } = useParams();
  const author = useAuthor();
  const owner = useUser()?.profile.sub;
  if (acao === 'baixa') return <SettlementPage draftOwner={owner} author={author} />;
  if (acao !== undefined && !(acao in DIALOGS)) return <NotFoundPage />;
  const edit = acao === undefined ? undefined : DIALOGS[acao as keyof typeof DIALOGS];
  return <SettlementPage view edit={edit} author={author} draftOwner={owner} />;
}
