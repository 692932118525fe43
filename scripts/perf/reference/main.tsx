import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';

/*
 * The reference of `npm run perf` (scripts/perf/reference.ts): a bare page, built by the
 * same Vite and React as the app, that renders the same rows from the same JSON the app
 * received, with plain React and no app code: a select, a status line and a plain table.
 * A filter change here is a fetch of the next JSON, its parse and one render of the rows:
 * what any React page pays for the same change on this machine, at this moment.
 *
 * `?list=contracts&columns=numero,cliente.nome,…&states=4&size=50`: the JSON of state n is
 * `/data/<list>/<n>.json` (the API's answer, its rows in `itens`; or an array of answers,
 * a view of several searches read as one page: their rows in order, the first `size`).
 * `&local=1`: a list filtered in the page (no request per change): every state is loaded
 * with the page, and a change renders the next one from memory.
 */

type Row = Record<string, unknown>;
const params = new URLSearchParams(window.location.search);
const list = params.get('list') ?? '';
const columns = (params.get('columns') ?? 'id').split(',');
const states = Number(params.get('states') ?? '1');
const size = Number(params.get('size') ?? '50');
const local = params.get('local') === '1';

const at = (row: Row, path: string): unknown =>
  path.split('.').reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Row)[k] : undefined), row);
const text = (value: unknown) => (value === null || value === undefined || value === '' ? '—' : String(value));

interface Page {
  rows: Row[];
  total: number;
}

type Body = { itens?: Row[]; itens_totais?: number; total_itens?: number };

async function load(state: number): Promise<Page> {
  const response = await fetch(`/data/${list}/${state}.json`);
  const json = (await response.json()) as Body | Body[];
  const bodies = Array.isArray(json) ? json : [json];
  const rows = bodies.flatMap((b) => b.itens ?? []).slice(0, size);
  const total = bodies.reduce((n, b) => n + (b.itens_totais ?? b.total_itens ?? b.itens?.length ?? 0), 0);
  return { rows, total };
}

/** `local`: every state, loaded once before the first render. */
const preloaded: Promise<Page[]> | null = local ? Promise.all(Array.from({ length: states }, (_, i) => load(i))) : null;

function Reference() {
  const [state, setState] = useState(0);
  const [page, setPage] = useState<Page | null>(null);
  const rows = page?.rows;
  const [busy, setBusy] = useState(true);
  const [all, setAll] = useState<Page[] | null>(null);
  const show = (next: number) => {
    setState(next);
    if (all) {
      setPage(all[next] ?? null);
      return;
    }
    setBusy(true);
    void load(next).then((loaded) => {
      setPage(loaded);
      setBusy(false);
    });
  };
  useEffect(() => {
    void (preloaded ? preloaded.then((pages) => (setAll(pages), pages[0] as Page)) : load(0)).then((loaded) => {
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
