import { useState } from 'react';
import { useAuthSession } from '../../auth/AuthContext';
import { addressOf, companyPath, currentCompanyKey, PORTFOLIO_PATH, readCompanies } from '../../auth/companies';
import { sessionOf } from '../../auth/company-sessions';
import type { AuthSession } from '../../auth/session';
import PortfolioPage, { type PortfolioAccess } from '../../features/portfolio/PortfolioPage';
import SignOutDialog from '../SignOutDialog';

/** The tab's companies and a session for each, as the portfolio reads them. */
function portfolioAccess(session: AuthSession, signOutEverywhere: () => void): PortfolioAccess {
  const companies = readCompanies();
  // Sessions live as long as the page: nothing is disposed on unmount (StrictMode remounts).
  const sessions = new Map(companies.map((c) => [c.key, sessionOf(session, c.key)]));
  return {
    companies,
    current: currentCompanyKey(),
    hrefOf: (company, path) => addressOf(import.meta.env.BASE_URL, companyPath(company, path)),
    connect: async (company) => {
      const own = sessions.get(company);
      return own && (await own.load()) ? own.connection() : null;
    },
    signIn: () => void session.signIn(PORTFOLIO_PATH),
    signOutEverywhere,
  };
}

export default function Portfolio({ today }: { today?: string }) {
  const session = useAuthSession();
  const [leaving, setLeaving] = useState(false);
  // Asked first when the browser keeps work of the user's that the sign-out erases.
  const [access] = useState(() => portfolioAccess(session, () => setLeaving(true)));
  return (
    <>
      <PortfolioPage access={access} today={today} />
      {leaving && <SignOutDialog scope="every" onClose={() => setLeaving(false)} />}
    </>
  );
}
