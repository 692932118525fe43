import { fold, type Random } from './random';
import { NEW_SUPPLIERS } from './seed-payables';
import type { SandboxStore } from './store';

/**
 * Each business buys from its own town: in a company of its own data, the landlord, the
 * utilities and the services it pays are drawn from these (the demo's own one first), so
 * no two companies of the accountant's list pay the same suppliers. Renamed after the
 * seed: every record keeps its id, so no other draw moves.
 */
const LOCAL: Record<keyof typeof NEW_SUPPLIERS, readonly string[]> = {
  imobiliaria: [
    'Imobiliária Chave de Ouro Ltda',
    'Administradora de Imóveis Solar dos Ipês Ltda',
    'Ponte Alta Negócios Imobiliários Ltda',
    'Imobiliária Bom Lar Ltda',
  ],
  saneamento: ['Companhia de Águas do Planalto S.A.', 'Saneamento Vale Azul S.A.', 'Águas de Três Rios S.A.'],
  internet: ['Rede Veloz Internet Ltda', 'Onda Net Provedor Ltda', 'Fibra Norte Telecom Ltda', 'Link Mais Internet ME'],
  telefonia: ['Fala Fácil Telefonia S.A.', 'Sinal Forte Telecom S.A.', 'Ligue Já Comunicações Ltda'],
  limpeza: ['Casa Limpa Conservação Ltda', 'Higieniza Serviços Gerais Ltda', 'Cristal Limpeza e Conservação ME'],
  alarme: ['Vigia Total Monitoramento Ltda', 'Olho Vivo Segurança Eletrônica Ltda', 'Alerta Sul Alarmes ME'],
  seguradora: ['Seguros Horizonte S.A.', 'Proteção Mútua Seguros S.A.', 'Aliança do Sul Seguradora S.A.'],
  advogados: ['Moraes e Teixeira Advogados', 'Castro Lima Sociedade de Advogados', 'Nogueira Advocacia Empresarial'],
  pessoal: ['Folha Certa Assessoria Trabalhista Ltda', 'RH Prático Consultoria Ltda', 'Departamento Pessoal Fácil ME'],
  desenvolvedor: ['Código Vivo Software ME', 'Pixel Norte Tecnologia Ltda', 'Sistemas Ágeis Desenvolvimento ME'],
  informatica: ['Byte Center Informática Ltda', 'Micro Forte Equipamentos Ltda', 'Tech Shop Suprimentos ME'],
  climatizacao: ['Frio Bom Refrigeração Ltda', 'Clima Ideal Ar-Condicionado ME', 'Brisa Norte Climatização Ltda'],
};

export function seedLocalSuppliers(store: SandboxStore, random: Random): void {
  for (const [key, demoName] of Object.entries(NEW_SUPPLIERS) as Array<[keyof typeof NEW_SUPPLIERS, string]>) {
    const person = store.customers.find((c) => c.nome === demoName);
    if (!person) continue;
    person.nome = random.pick(LOCAL[key]);
    person.email = `contato@${fold(person.nome).split(' ').slice(0, 2).join('')}.com.br`;
  }
}
