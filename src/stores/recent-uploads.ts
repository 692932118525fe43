import type { DocumentStatusItem } from '../api/capture';
import { companyJson, listOf } from './company-json';

/** The list survives a reload in localStorage; the original files stay in this tab's memory only. */

export interface RecentUpload {
  id: string;
  nome: string;
  tamanho: number;
  tipo: string;
  enviado_em: string;
  status_documento?: string | undefined;
  capturas?: Array<{ id_captura: string; status_captura: string }> | undefined;
  evento?:
    | {
        id_captura: string;
        id: string;
        valor: number | null | undefined;
        descricao?: string | null | undefined;
        vencimentos?: string[] | undefined;
      }
    | undefined;
}

export const RECENT_UPLOADS_KEY = 'captura.envios-recentes';
const MAX_RECENT = 50;

const isUpload = (u: unknown): u is RecentUpload =>
  typeof u === 'object' && u !== null && typeof (u as RecentUpload).id === 'string';

const store = companyJson<RecentUpload[]>(RECENT_UPLOADS_KEY, [], listOf(isUpload));
const read = store.read;
const write = (next: RecentUpload[]) => store.write(next.slice(0, MAX_RECENT));

export const useRecentUploads = store.use;

export const recentUploads = {
  all: read,
  add(upload: RecentUpload) {
    write([upload, ...read().filter((u) => u.id !== upload.id)]);
  },
  /** Returns whether anything changed. */
  applyStatuses(items: readonly DocumentStatusItem[]): boolean {
    let changed = false;
    const byId = new Map(items.map((i) => [i.id_documento, i]));
    const next = read().map((u) => {
      const item = byId.get(u.id);
      if (!item) return u;
      const capturas = item.capturas.map((c) => ({
        id_captura: c.id_captura,
        status_captura: String(c.status_captura),
      }));
      if (u.status_documento === item.status_documento && JSON.stringify(u.capturas ?? []) === JSON.stringify(capturas))
        return u;
      changed = true;
      return { ...u, status_documento: String(item.status_documento), capturas };
    });
    if (changed) write(next);
    return changed;
  },
  updateCapture(captureId: string, status: string, evento?: RecentUpload['evento']) {
    const next = read().map((u) =>
      u.capturas?.some((c) => c.id_captura === captureId)
        ? {
            ...u,
            capturas: u.capturas.map((c) => (c.id_captura === captureId ? { ...c, status_captura: status } : c)),
            ...(evento ? { evento } : {}),
          }
        : u,
    );
    write(next);
  },
  remove(id: string) {
    write(read().filter((u) => u.id !== id));
  },
  /** Test hook. */
  reset: store.reset,
};

const previews = new Map<string, { url: string; type: string }>();

export function keepPreview(documentId: string, file: File, mimeType: string): void {
  if (previews.has(documentId) || typeof URL.createObjectURL !== 'function') return;
  previews.set(documentId, { url: URL.createObjectURL(file), type: mimeType });
}

export function keptPreview(documentId: string | null | undefined): { url: string; type: string } | undefined {
  return documentId ? previews.get(documentId) : undefined;
}

/** An installment read names the capture in `evento.referencia.id`; a search row is matched by description and due date. */
export function capturedFrom(
  uploads: readonly RecentUpload[],
  row: { referenceId?: string | null; descricao: string | null; data_vencimento: string | null },
): RecentUpload | undefined {
  return uploads.find((u) => {
    const e = u.evento;
    if (!e) return false;
    if (row.referenceId) return e.id_captura === row.referenceId;
    if (!e.descricao || !row.descricao || !row.data_vencimento) return false;
    const same = row.descricao === e.descricao || row.descricao.startsWith(`${e.descricao} (`);
    return same && (e.vencimentos ?? []).includes(row.data_vencimento);
  });
}
