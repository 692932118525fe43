import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The `config.json` preset (docs/deployment.md) for the real platform (docs/config.real-platform.json),
 * and the same preset pointed at other addresses: `SANDBOX_AUTH=cognito` serves it with the
 * sandbox's, and e2e/cognito-sign-in.spec.ts signs in, renews and signs out with it, so the
 * preset docs/deployment.md shows is the one a test proves.
 */

export const PRESET_PATH = fileURLToPath(new URL('../docs/config.real-platform.json', import.meta.url));

/** What the preset holds for each thing a deployment (or the sandbox) substitutes. */
export const PRESET_PLACEHOLDERS = {
  /** The platform's sign-in domain (AWS Cognito's custom domain). */
  signIn: 'https://auth.contaazul.com',
  /** The platform's API `{base_url}`. */
  api: 'https://api-v2.contaazul.com',
  /** The token mediator (src/mediator) deployed with the client's secret. */
  mediator: 'https://mediador.example.com',
  /** The client id registered at the platform. */
  clientId: '<o client id registrado>',
} as const;

export type PresetAddresses = { [K in keyof typeof PRESET_PLACEHOLDERS]: string };

export function readPreset(): unknown {
  return JSON.parse(readFileSync(PRESET_PATH, 'utf8'));
}

/** The preset with every placeholder origin (and the client id) replaced by `addresses`. */
export function presetFor(addresses: PresetAddresses, preset: unknown = readPreset()): unknown {
  const origins = (['signIn', 'api', 'mediator'] as const).map(
    (key) => [PRESET_PLACEHOLDERS[key], addresses[key]] as const,
  );
  const replace = (value: unknown): unknown => {
    if (typeof value === 'string') {
      if (value === PRESET_PLACEHOLDERS.clientId) return addresses.clientId;
      const hit = origins.find(([from]) => value === from || value.startsWith(`${from}/`));
      return hit ? `${hit[1]}${value.slice(hit[0].length)}` : value;
    }
    if (Array.isArray(value)) return value.map(replace);
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, replace(v)]));
    return value;
  };
  return replace(preset);
}
