/**
 * One word per thing, one default across screens. Screens import these instead
 * of writing their own; `docs/vocabulary.md` lists them with the words they replace, and
 * `vocabulary.test.ts` fails when a screen under `src/features` writes a replaced word.
 */
export const VOCABULARY = {
  /**
   * Recording a payment received on an installment ("baixa"): the list's row action, the
   * form's button and title, the contract's installments, the reconciliation's bulk action
   * ("Registrar baixa das confirmadas"). Not "Dar baixa".
   */
  settle: 'Registrar baixa',
  /** What was received (an amount, an installment, a charge): "Recebido"/"Recebida". Not "Quitada", not "Paga". */
  received: 'Recebido',
  receivedFeminine: 'Recebida',
  /** The product or service picker's placeholder, in every form that has one. */
  productSearch: 'Busque pelo nome do produto ou serviço',
  /** The customer picker's placeholder, in every form that has one. */
  customerSearch: 'Busque pelo nome, CPF ou CNPJ',
} as const;

/**
 * The rows of a list's page when the address does not say: the same on every list. Ten
 * compact rows fit under the filters of an office laptop (1280×720) without scrolling.
 */
export const DEFAULT_PAGE_SIZE = 10;
