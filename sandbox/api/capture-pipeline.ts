import type { CaptureStatus, DocumentStatus } from '../../src/api/capture.schema';
import { isIsoDate, type IsoDate } from '../../src/lib/dates';
import type { CaptureFileType } from '../../src/lib/file-check';
import { isValidCnpj, isValidCpf } from './documents';
import { fold, uuidv7 } from './random';
import { ensureSupplier } from './financial-events';
import type { EventSide, SandboxStore } from './store';

/**
 * The sandbox's capture pipeline, asynchronous like the platform's (docs/sandbox-capture.md):
 * an upload is `PENDENTE`, then every step (SANDBOX_CAPTURE_STEP_MS, default 700 ms) moves
 * it on: `PROCESSANDO` -> `EXTRAINDO_DADOS` (the text of a PDF is read with unpdf) ->
 * `APLICANDO_REGRAS` (a bill found: its capture appears as `PROCESSANDO`) ->
 * `CRIANDO_LANCAMENTOS_FINANCEIROS` -> `PRONTO` with the capture `PENDENTE`.
 * Without a bill: a PDF whose text has no amount, due date and supplier ends `IGNORADO`;
 * an image (no OCR here) ends `PRONTO`; both without any capture. An unreadable PDF ends `ERRO`.
 */

export interface EventPreviewRecord {
  tipo: string;
  valor: number;
  data_competencia: IsoDate;
  descricao: string;
  observacao: string | null;
  referencia_externa: string | null;
  fornecedor: { id: string | null; nome: string | null; documento: string | null };
  categoria: { id: string; nome: string } | null;
  parcelas: Array<{ data_vencimento: IsoDate; metodo_pagamento: string; composicao_valor: { valor_bruto: number } }>;
}

export interface CaptureDocumentRecord {
  id: string;
  nome: string;
  descricao: string | null;
  tipo: CaptureFileType;
  tamanho: number;
  userId: string;
  status: DocumentStatus;
  capturas: string[];
  criado_em: string;
}

export interface CaptureRecord {
  id: string;
  id_documento: string;
  status: CaptureStatus;
  previa: EventPreviewRecord;
  id_evento_financeiro: string | null;
}

/** The event an accepted capture creates: a payable (store.ts). */
export type { FinancialEventRecord } from './store';

export const PAYABLE_TYPE: EventSide = 'DESPESA';

export function captureStepMs(): number {
  const value = Number(process.env.SANDBOX_CAPTURE_STEP_MS);
  return Number.isFinite(value) && value >= 0 ? value : 700;
}

// --- text extraction ---------------------------------------------------------------------

/** The text of a PDF, line by line (unpdf: PDF.js built for servers). */
export async function extractPdfText(bytes: Uint8Array): Promise<string> {
  const { extractTextItems, getDocumentProxy } = await import('unpdf');
  const pdf = await getDocumentProxy(bytes.slice(), { verbosity: 0 });
  try {
    const { items } = await extractTextItems(pdf);
    const lines: string[] = [];
    for (const page of items.slice(0, 20)) {
      let line = '';
      for (const item of page) {
        line += item.str;
        if (item.hasEOL) {
          lines.push(line);
          line = '';
        } else if (item.str && !line.endsWith(' ')) {
          line += ' ';
        }
      }
      if (line.trim()) lines.push(line);
    }
    return lines
      .map((l) => l.replace(/\s+/g, ' ').trim())
      .filter(Boolean)
      .join('\n');
  } finally {
    await pdf.loadingTask.destroy();
  }
}

// --- reading a bill ----------------------------------------------------------------------

export interface BillData {
  valor: number | null;
  vencimento: IsoDate | null;
  emissao: IsoDate | null;
  fornecedor: string | null;
  documento: string | null;
  descricao: string | null;
  referencia: string | null;
  metodo: string;
}

const AMOUNT = /R\$\s*(\d{1,3}(?:\.\d{3})*,\d{2}|\d+,\d{2})/g;

function parseAmount(text: string): number {
  return Number(text.replace(/\./g, '').replace(',', '.'));
}

function brDate(text: string | undefined): IsoDate | null {
  const m = /(\d{2})\/(\d{2})\/(\d{4})/.exec(text ?? '');
  if (!m) return null;
  const iso = `${m[3]}-${m[2]}-${m[1]}`;
  return isIsoDate(iso) ? iso : null;
}

function labelled(lines: string[], label: RegExp): string | null {
  for (const line of lines) {
    const m = new RegExp(`(?:^|\\b)(?:${label.source})\\s*:\\s*(.+)$`, 'i').exec(line);
    if (m?.[1]?.trim()) return m[1].trim();
  }
  return null;
}

function formatDocument(digits: string): string {
  return digits.length === 14
    ? `${digits.slice(0, 2)}.${digits.slice(2, 5)}.${digits.slice(5, 8)}/${digits.slice(8, 12)}-${digits.slice(12)}`
    : `${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6, 9)}-${digits.slice(9)}`;
}

/** Finds the data of a bill in its text: amount, dates, supplier and its CNPJ/CPF (check digits valid). */
export function readBill(text: string): BillData {
  const lines = text.split('\n');

  // The amount: on a line that says "total" (or "valor"), else the largest R$ amount.
  let valor: number | null = null;
  for (const pattern of [/total/i, /valor|pagar/i]) {
    const line = lines.find((l) => pattern.test(l) && AMOUNT.test(l));
    AMOUNT.lastIndex = 0;
    if (line) {
      const amounts = [...line.matchAll(AMOUNT)].map((m) => parseAmount(m[1] as string));
      valor = amounts[amounts.length - 1] ?? null;
      break;
    }
  }
  if (valor === null) {
    const all = [...text.matchAll(AMOUNT)].map((m) => parseAmount(m[1] as string));
    valor = all.length ? Math.max(...all) : null;
  }
  if (valor !== null && !(valor > 0)) valor = null;

  const vencimento = brDate(labelled(lines, /vencimento|data de vencimento|vence em/) ?? undefined);
  const emissao = brDate(labelled(lines, /emiss[aã]o|data de emiss[aã]o|compet[eê]ncia/) ?? undefined);

  let documento: string | null = null;
  for (const m of text.matchAll(/\b(\d{2}\.?\d{3}\.?\d{3}\/?\d{4}-?\d{2}|\d{3}\.?\d{3}\.?\d{3}-?\d{2})\b/g)) {
    const digits = (m[1] as string).replace(/\D/g, '');
    if ((digits.length === 14 && isValidCnpj(digits)) || (digits.length === 11 && isValidCpf(digits))) {
      documento = formatDocument(digits);
      break;
    }
  }

  const fornecedor = labelled(lines, /fornecedor|raz[aã]o social|emitente|cedente|benefici[aá]rio/);
  const descricao = labelled(lines, /descri[cç][aã]o|referente a|servi[cç]o/);
  const referencia = labelled(lines, /n[uú]mero|nota fiscal n[ºo°.]*|documento n[ºo°.]*|fatura/)?.split(' ')[0] ?? null;
  const folded = fold(text);
  const metodo = folded.includes('pix')
    ? 'PIX_PAGAMENTO_INSTANTANEO'
    : folded.includes('cartao')
      ? 'CARTAO_CREDITO'
      : folded.includes('transferencia')
        ? 'TRANSFERENCIA_BANCARIA'
        : 'BOLETO_BANCARIO';

  return { valor, vencimento, emissao, fornecedor, documento, descricao, referencia, metodo };
}

/** A bill is recognised when it has an amount, a due date and a supplier (name or valid document). */
export function previewFromBill(
  store: SandboxStore,
  bill: BillData,
  doc: CaptureDocumentRecord,
): EventPreviewRecord | null {
  if (bill.valor === null || bill.vencimento === null || (!bill.fornecedor && !bill.documento)) return null;
  // The platform registers the supplier as soon as the data is extracted (a Fornecedor,
  // reused for the same CNPJ): the preview already names it by id (captura.md).
  const known = ensureSupplier(store, { id: null, nome: bill.fornecedor, documento: bill.documento });
  const category =
    store.categories.find((c) => c.nome === 'Fornecedores') ?? store.categories.find((c) => c.tipo === 'DESPESA');
  return {
    tipo: PAYABLE_TYPE,
    valor: bill.valor,
    data_competencia: bill.emissao ?? store.today,
    descricao: bill.descricao ?? doc.descricao ?? `Documento ${doc.nome}`,
    observacao: `Capturado do arquivo ${doc.nome}.`,
    referencia_externa: bill.referencia,
    fornecedor: {
      id: known?.id ?? null,
      nome: bill.fornecedor ?? known?.nome ?? null,
      documento: bill.documento ?? (known?.documento || null),
    },
    categoria: category ? { id: category.id, nome: category.nome } : null,
    parcelas: [
      {
        data_vencimento: bill.vencimento,
        metodo_pagamento: bill.metodo,
        composicao_valor: { valor_bruto: bill.valor },
      },
    ],
  };
}

// --- the pipeline --------------------------------------------------------------------------

const sleep = (ms: number) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms) as unknown as { unref?: () => void };
    timer.unref?.();
  });

/** Runs the document through its statuses in the background. */
export function startPipeline(
  store: SandboxStore,
  doc: CaptureDocumentRecord,
  bytes: Uint8Array,
  stepMs = captureStepMs(),
): Promise<void> {
  const run = async () => {
    await sleep(stepMs);
    doc.status = 'PROCESSANDO';
    await sleep(stepMs);
    doc.status = 'EXTRAINDO_DADOS';
    let preview: EventPreviewRecord | null = null;
    if (doc.tipo === 'PDF') {
      try {
        preview = previewFromBill(store, readBill(await extractPdfText(bytes)), doc);
      } catch {
        await sleep(stepMs);
        doc.status = 'ERRO';
        return;
      }
    }
    await sleep(stepMs);
    doc.status = 'APLICANDO_REGRAS';
    if (!preview) {
      await sleep(stepMs);
      doc.status = doc.tipo === 'PDF' ? 'IGNORADO' : 'PRONTO';
      return;
    }
    const capture: CaptureRecord = {
      id: uuidv7(),
      id_documento: doc.id,
      status: 'PROCESSANDO',
      previa: preview,
      id_evento_financeiro: null,
    };
    store.captures.set(capture.id, capture);
    doc.capturas.push(capture.id);
    await sleep(stepMs);
    doc.status = 'CRIANDO_LANCAMENTOS_FINANCEIROS';
    await sleep(stepMs);
    capture.status = 'PENDENTE';
    doc.status = 'PRONTO';
  };
  return run().catch(() => {
    doc.status = 'ERRO';
  });
}
