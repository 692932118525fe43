import { makeCnpj } from './api/documents';
import { Random } from './api/random';
import type { SeedProfile } from './api/seed';

/**
 * The sandbox's companies (the platform's "empresas"), shared by the identity provider
 * (which company a token is for) and the API (whose data it answers). A company's data
 * comes from its dataset: `demo`, the seed the app's tests know (seed.ts's defaults), or
 * its own seed number, contract count and quote count. Several companies may share a
 * dataset (the end-to-end workers' companies share the demo data and count their own
 * rate limits).
 */

export interface DatasetParams {
  seed: number;
  contracts: number;
  quotes: number;
  /** Its size, accounts and cash beside the demo's; never the tests' fixtures. */
  profile: SeedProfile;
}

export interface Company {
  id: string;
  /** CNPJ, formatted 00.000.000/0000-00, valid by its check digits. */
  documento: string;
  razao_social: string;
  nome_fantasia: string;
  email: string;
  data_fundacao: string;
  /**
   * `demo`: the default seed, with the rows the end-to-end suites own (the QA companies',
   * and what a token of no known account reads); `showcase`: the same seed without them
   * (the demo company `npm start` signs in to); else this company's own parameters.
   */
  dataset: 'demo' | 'showcase' | DatasetParams;
}

/** The demo data's keys among the API's stores; any other dataset's key is its company's id. */
export const DEMO_DATASET = 'demo';
export const SHOWCASE_DATASET = 'showcase';

const companyId = (n: number) => `0190a5c8-e000-7000-8000-${String(n).padStart(12, '0')}`;
const cnpjOf = (n: number) => makeCnpj(new Random(0x5eed_0000 + n));

function company(
  n: number,
  razao_social: string,
  nome_fantasia: string,
  data_fundacao: string,
  dataset: Company['dataset'],
): Company {
  const domain = nome_fantasia
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase();
  return {
    id: companyId(n),
    documento: cnpjOf(n),
    razao_social,
    nome_fantasia,
    email: `financeiro@${domain}.com.br`,
    data_fundacao,
    dataset,
  };
}

/**
 * A company of its own data: seeds 100 000 apart, so no two companies' random streams
 * (seed.ts offsets each part of the seed by up to 4 000) ever meet.
 */
const own = (n: number, contracts: number, shape: Omit<SeedProfile, 'scale' | 'fixtures'>): DatasetParams => ({
  seed: 20_270_000 + n * 100_000,
  contracts,
  quotes: Math.round(contracts * 0.4) + 4,
  // The expense book and balances grow with the book of contracts (the demo's: 168).
  profile: { ...shape, scale: contracts / 168, fixtures: false },
});

export const DEMO_COMPANY = company(
  1,
  'Exemplo Serviços Empresariais Ltda',
  'Empresa Exemplo',
  '2015-03-02',
  'showcase',
);

/** One company per parallel end-to-end worker (rate limits and a copy of the demo data of its own). */
const WORKER_COMPANIES = [1, 2, 3, 4].flatMap((n) => [
  company(10 + n, `QA ${n} Serviços de Teste Ltda`, `Empresa QA ${n}`, '2020-01-06', 'demo'),
  company(20 + n, `Curta ${n} Serviços de Teste Ltda`, `Empresa Curta ${n}`, '2020-01-06', 'demo'),
]);

/**
 * The accountant's portfolio: ten businesses unlike each other, from a studio of eight
 * contracts to a school of 260, each with its own accounts, balances and cash health. The
 * first three are the ones the tests use.
 */
export const PORTFOLIO: readonly Company[] = [
  company(
    101,
    'Bicho Feliz Clínica Veterinária Ltda',
    'Bicho Feliz Vet',
    '2012-08-14',
    own(1, 120, { accounts: 4, health: 1.1 }),
  ),
  company(
    102,
    'Balanço Certo Serviços Contábeis Ltda',
    'Balanço Certo',
    '2009-05-04',
    own(2, 40, { accounts: 3, health: 1.6 }),
  ),
  company(
    103,
    'Equilíbrio Estúdio de Pilates Ltda',
    'Equilíbrio Pilates',
    '2019-02-11',
    own(3, 8, { accounts: 2, health: 0.4 }),
  ),
  company(
    104,
    'Lavanderia Água Clara Ltda',
    'Água Clara Lavanderia',
    '2017-10-23',
    own(4, 15, { accounts: 2, health: -0.15 }),
  ),
  company(
    105,
    'Colégio Saber Mais Educação Infantil Ltda',
    'Colégio Saber Mais',
    '2004-01-19',
    own(5, 260, { accounts: 5, health: 0.8 }),
  ),
  company(
    106,
    'Sentinela Vigilância e Segurança Ltda',
    'Sentinela Vigilância',
    '2011-06-07',
    own(6, 60, { accounts: 3, health: 0.25 }),
  ),
  company(
    107,
    'Ponto de Encontro Coworking Ltda',
    'Ponto de Encontro Coworking',
    '2018-09-03',
    own(7, 30, { accounts: 3, health: 1.3 }),
  ),
  company(
    108,
    'Jardins do Cerrado Paisagismo Ltda',
    'Jardins do Cerrado',
    '2016-04-18',
    own(8, 22, { accounts: 2, health: 0.9 }),
  ),
  company(
    109,
    'Prumo Certo Manutenção Predial Ltda',
    'Prumo Certo',
    '2013-11-25',
    own(9, 75, { accounts: 4, health: 0.6 }),
  ),
  company(
    110,
    'Conecta Vale Provedor de Internet Ltda',
    'Conecta Vale',
    '2010-07-12',
    own(10, 110, { accounts: 5, health: 1.4 }),
  ),
];

export const COMPANIES: readonly Company[] = [DEMO_COMPANY, ...WORKER_COMPANIES, ...PORTFOLIO];

export const workerCompany = (kind: 'qa' | 'curta', n: number): Company =>
  WORKER_COMPANIES[(n - 1) * 2 + (kind === 'qa' ? 0 : 1)] as Company;

export function findCompany(id: string): Company | undefined {
  return COMPANIES.find((c) => c.id === id);
}

/**
 * The key of a company's data among the API's stores. The demo data the API starts with is
 * Empresa QA 1's (the component tests' user) and what a token of no known account reads;
 * each other QA company has a copy of its own, and a company of its own data its own data,
 * by its id; the demo company's showcase by its name.
 */
export function datasetKey(dataset: Company['dataset'], company: Company): string {
  if (dataset === 'showcase') return SHOWCASE_DATASET;
  if (dataset !== 'demo') return company.id;
  return company.dataset === 'demo' && company !== WORKER_COMPANIES[0] ? company.id : DEMO_DATASET;
}

/** The QA companies: the demo data with the tests' rows, each a copy of its own but the first. */
export const FIXTURE_COMPANIES: readonly Company[] = WORKER_COMPANIES;
