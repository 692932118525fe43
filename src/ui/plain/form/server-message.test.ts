import { describe, expect, it } from 'vitest';
import { serverMessageText } from './server-message';

describe("a platform's refusal, as a user reads it", () => {
  it('leaves out the API paths and keeps every sentence, in order', () => {
    expect(serverMessageText('composicao_valor.valor_bruto: informe um valor bruto maior que zero.')).toBe(
      'Informe um valor bruto maior que zero.',
    );
    expect(
      serverMessageText('composicao_valor: o valor não pode ser menor que o já baixado (5100); Conta bloqueada'),
    ).toBe('O valor não pode ser menor que o já baixado (5100). Conta bloqueada.');
    // A word that is not an API path stays.
    expect(serverMessageText('Atenção: a conta está bloqueada.')).toBe('Atenção: a conta está bloqueada.');
    expect(serverMessageText('A requisição foi recusada pelo servidor.')).toBe(
      'A requisição foi recusada pelo servidor.',
    );
  });
});
