import * as z from 'zod/mini';

/** Portuguese defaults, so that no English message ever reaches a user. */
const messages: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null || issue.input === '') return 'Campo obrigatório.';
      if (issue.expected === 'number' || issue.expected === 'int') return 'Informe um número.';
      if (issue.expected === 'array') return 'Informe uma lista.';
      if (issue.expected === 'object') return 'Informe um objeto.';
      return 'Valor inválido.';
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') return min <= 1 ? 'Campo obrigatório.' : `Informe ao menos ${min} caracteres.`;
      if (issue.origin === 'array') return `Informe ao menos ${min} ${min === 1 ? 'item' : 'itens'}.`;
      return issue.inclusive ? `O valor mínimo é ${min}.` : `O valor deve ser maior que ${min}.`;
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return `Use no máximo ${max} caracteres.`;
      if (issue.origin === 'array') return `Informe no máximo ${max} itens.`;
      return issue.inclusive ? `O valor máximo é ${max}.` : `O valor deve ser menor que ${max}.`;
    }
    case 'invalid_value':
      return 'Escolha uma das opções válidas.';
    case 'invalid_format':
      if (issue.format === 'date') return 'Data inválida.';
      if (issue.format === 'uuid' || issue.format === 'guid') return 'Identificador inválido.';
      if (issue.format === 'email') return 'E-mail inválido.';
      return 'Formato inválido.';
    case 'unrecognized_keys':
      return `Campo não reconhecido: ${issue.keys.join(', ')}.`;
    case 'not_multiple_of':
      return 'Valor inválido.';
    default:
      return 'Valor inválido.';
  }
};

z.config({ customError: messages });
