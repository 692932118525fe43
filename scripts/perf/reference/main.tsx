import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { element, propsOf, type SameRows } from './same-rows';

/*
 * The reference of `npm run perf` (scripts/perf/reference.ts): a bare page, built by the
 * same Vite and React as the app, that renders the same rows from the same JSON the app
 * received, with plain React and no app code: a select, a status line and a plain table.
 * A filter change here is a fetch of the next JSON, its parse and one render of the rows:
 * what any React page pays for the same change on this machine, at this moment.
 *
 * `?list=contracts&columns=numero,cliente.nome,…&states=4&size=50`: the JSON of state n is
 * `/data/<list>/<n>.json` (the API's answer, its rows in `itens`). `&parts=2,1,…`: state n is
 * a view of several searches read as one page, as the app reads it: one request per answer
 * (`/data/<list>/<n>-<k>.json`), made together; their rows in order, the first `size`.
 * `&local=1`: a list filtered in the page (no request per change): every state is loaded
 * with the page, and a change renders the next one from memory.
 *
 * `&same=1`: the same rows as the app's, not their fields: every element, attribute and text
 * of the app's rows in each state, with the app's CSS and the table's box as wide as it was
 * (`/data/<list>/same.json`, taken from the app in the same run). The request and its parse
 * stay as above; the rows rendered are the app's. What plain React pays for the very rows the
 * app shows: the app's time over this one is the app's own code, not the rows' content.
 */

type Row = Record<string, unknown>;
const params = new URLSearchParams(window.location.search);
const list = params.get('list') ?? '';
const columns = (params.get('columns') ?? 'id').split(',');
const states = Number(params.get('states') ?? '1');
const size = Number(params.get('size') ?? '50');
const local = params.get('local') === '1';
const same = params.get('same') === '1';
const parts = (params.get('parts') ?? '').split(',').map(Number);

const sameData: Promise<SameRows> | null = same
  ? fetch(`/data/${list}/same.json`)
      .then((r) => r.json() as Promise<SameRows>)
      .then((data) => {
        const style = document.createElement('style');
        style.textContent = data.css;
        document.head.append(style);
        for (const [name, value] of Object.entries(data.html)) document.documentElement.setAttribute(name, value);
        return data;
      })
  : null;

const at = (row: Row, path: string): unknown =>
  path.split('.').reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Row)[k] : undefined), row);
const text = (value: unknown) => (value === null || value === undefined || value === '' ? '—' : String(value));

interface Page {
  state: number;
  rows: Row[];
  total: number;
}

type Body = { itens?: Row[]; itens_totais?: number; total_itens?: number };

const answer = (name: string) => fetch(`/data/${list}/${name}.json`).then((r) => r.json() as Promise<Body>);

async function load(state: number): Promise<Page> {
  const count = parts[state] ?? 1;
  const bodies = await (count > 1
    ? Promise.all(Array.from({ length: count }, (_, k) => answer(`${state}-${k}`)))
    : answer(String(state)).then((body) => [body]));
  const rows = bodies.flatMap((b) => b.itens ?? []).slice(0, size);
  const total = bodies.reduce((n, b) => n + (b.itens_totais ?? b.total_itens ?? b.itens?.length ?? 0), 0);
  return { state, rows, total };
}

/** `local`: every state, loaded once before the first render. */
const preloaded: Promise<Page[]> | null = local ? Promise.all(Array.from({ length: states }, (_, i) => load(i))) : null;

function Reference() {
  const [state, setState] = useState(0);
  const [page, setPage] = useState<Page | null>(null);
  const rows = page?.rows;
  const [busy, setBusy] = useState(true);
  const [all, setAll] = useState<Page[] | null>(null);
  const [shell, setShell] = useState<SameRows | null>(null);
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
    void sameData?.then(setShell);
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
      {shell ? (
        <div {...propsOf(shell.scroll)} style={{ width: shell.width }}>
          <div {...propsOf(shell.inner)}>
            <table {...propsOf(shell.table)} aria-busy={busy}>
              {shell.head.map((child, i) => element(child, i))}
              <tbody role="rowgroup">
                {page ? (shell.states[page.state] ?? []).map((row, i) => element(row, i)) : null}
              </tbody>
            </table>
          </div>
        </div>
      ) : same ? null : (
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
      )}
    </main>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(<Reference />);
