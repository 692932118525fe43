/** One word per thing across screens (docs/vocabulary.md), enforced by `vocabulary.test.ts`. */
export const VOCABULARY = {
  /** Not "Dar baixa". */
  settle: 'Registrar baixa',
  /** Not "Quitada", not "Paga". */
  received: 'Recebido',
  receivedFeminine: 'Recebida',
  productSearch: 'Busque pelo nome do produto ou serviço',
  customerSearch: 'Busque pelo nome, CPF ou CNPJ',
} as const;

export { DEFAULT_PAGE_SIZE } from './page-size';
