import { useUser } from '../../auth/AuthContext';

/** The signed-in user as a record of changes names them: e-mail, else name, else id. */
export function useAuthor(): string | undefined {
  const profile = useUser()?.profile;
  const named = profile?.email ?? profile?.name ?? profile?.sub;
  return typeof named === 'string' ? named : undefined;
}
