import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';

/*
 * The reference of `npm run perf` (scripts/perf/reference.ts): a bare page, built by the
 * same Vite and React as the app, that renders the same rows from the same JSON the app
 * received, with plain React and no app code: a select, a status line and a plain table.
 * A filter change here is a fetch of the next JSON, its parse and one render of the rows:
 * what any React page pays for the same change on this machine, at this moment.
 *
 * `?list=contracts&columns=numero,cliente.nome,…&states=4`: the JSON of state n is
 * `/data/<list>/<n>.json` (the API's answer, its rows in `itens`).
 */

type Row = Record<string, unknown>;
const params = new URLSearchParams(window.location.search);
const list = params.get('list') ?? '';
const columns = (params.get('columns') ?? 'id').split(',');
const states = Number(params.get('states') ?? '1');

const at = (row: Row, path: string): unknown =>
  path.split('.').reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Row)[k] : undefined), row);
const text = (value: unknown) => (value === null || value === undefined || value === '' ? '—' : String(value));

interface Page {
  rows: Row[];
  total: number;
}

async function load(state: number): Promise<Page> {
  const response = await fetch(`/data/${list}/${state}.json`);
  const body = (await response.json()) as { itens?: Row[]; itens_totais?: number; total_itens?: number };
  const rows = body.itens ?? [];
  return { rows, total: body.itens_totais ?? body.total_itens ?? rows.length };
}

function Reference() {
  const [state, setState] = useState(0);
  const [page, setPage] = useState<Page | null>(null);
  const rows = page?.rows;
  const [busy, setBusy] = useState(true);
  const show = (next: number) => {
    setState(next);
    setBusy(true);
    void load(next).then((loaded) => {
      setPage(loaded);
      setBusy(false);
    });
  };
  useEffect(() => {
    void load(0).then((loaded) => {
      setPage(loaded);
      setBusy(false);
    });
  }, []);
  return (
    <main>
      <h1>Referência: {list}</h1>
      <label>
        Situação{' '}
        <select value={state} onChange={(e) => show(Number(e.target.value))}>
          {Array.from({ length: states }, (_, i) => (
            <option key={i} value={i}>
              Estado {i}
            </option>
          ))}
        </select>
      </label>
      <p role="status">{page ? `${page.rows.length} de ${page.total} linhas` : 'Carregando…'}</p>
      <table aria-busy={busy}>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c}>{c}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {(rows ?? []).map((row, i) => (
            <tr key={i} data-row="">
              {columns.map((c, j) => (
                <td key={c}>{j === 0 ? <a href={`#${text(row.id)}`}>{text(at(row, c))}</a> : text(at(row, c))}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </main>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(<Reference />);
