import { useQuery } from '@tanstack/react-query';
import { companyQuery } from '../api/company';

/**
 * The company whose data the app shows, in the header: its name (the legal name on hover)
 * and its CNPJ. Nothing while it is read, nor when it cannot be: the screens work without it.
 */
export default function ConnectedCompany() {
  const { data } = useQuery(companyQuery);
  if (!data) return null;
  const kind = data.document?.includes('/') ? 'CNPJ' : 'CPF';
  return (
    <p className="shell-company" title={data.legalName ?? undefined} data-testid="empresa-conectada">
      <span className="shell-company-name">{data.name}</span>
      {data.document && (
        <span className="shell-company-document">
          {kind} {data.document}
        </span>
      )}
    </p>
  );
}
