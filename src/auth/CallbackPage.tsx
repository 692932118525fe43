import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { useAuthSession } from './AuthContext';
import { addressOf, companyPath, readCompanies, splitCompanyPath, type CompanyEntry } from './companies';
import { landingPath, sectionOf } from './company-registry';
import { fileSignIn } from './file-sign-in';

/** Completed once per URL: StrictMode runs effects twice. */
const completions = new Map<string, Promise<string>>();

type Failure = { step: 'sign-in' | 'company'; message: string };

/** The address named one company and the provider signed in to another: the user chooses, nothing moves alone. */
interface OtherCompany {
  to: string;
  asked: string;
  signedIn: CompanyEntry;
  /** The user had asked for the address's company again: the account most likely cannot use it. */
  again: boolean;
}

/** The company the user asked the provider for again, from this page (the tab's sign-in bookkeeping). */
const ASKED_AGAIN = 'contratos-auth.pedida-de-novo';

const open = (path: string) => window.location.replace(addressOf(import.meta.env.BASE_URL, path));

/** Completes the sign-in, files it under its company and opens that company's page the user was going to. */
export default function CallbackPage() {
  const session = useAuthSession();
  const [failure, setFailure] = useState<Failure | null>(null);
  const [returnTo, setReturnTo] = useState<string | null>(null);
  const [other, setOther] = useState<OtherCompany | null>(null);

  const file = useCallback(
    (to: string) => {
      setFailure(null);
      fileSignIn(session).then(
        (entry) => {
          const asked = splitCompanyPath(to)?.key;
          const again = sessionStorage.getItem(ASKED_AGAIN) === asked;
          sessionStorage.removeItem(ASKED_AGAIN);
          if (asked && asked !== entry.key) setOther({ to, asked, signedIn: entry, again });
          else open(landingPath(to, entry.key));
        },
        (e: unknown) => setFailure({ step: 'company', message: e instanceof Error ? e.message : String(e) }),
      );
    },
    [session],
  );

  useEffect(() => {
    const url = window.location.href;
    let completion = completions.get(url);
    if (!completion) {
      completion = session.completeSignIn(url).then((to) => {
        file(to);
        return to;
      });
      completions.set(url, completion);
    }
    completion.then(setReturnTo, (e: unknown) =>
      setFailure({ step: 'sign-in', message: e instanceof Error ? e.message : String(e) }),
    );
  }, [session, file]);

  if (other) {
    const askedName = readCompanies().find((c) => c.key === other.asked)?.name;
    const rest = splitCompanyPath(other.to)?.rest ?? '/';
    const openSignedIn = (
      <Button
        variant={other.again ? 'filled' : 'default'}
        onClick={() => open(companyPath(other.signedIn.key, sectionOf(rest)))}
      >
        Abrir {other.signedIn.name}
      </Button>
    );
    const askAgain = (
      <Button
        variant={other.again ? 'default' : 'filled'}
        onClick={() => {
          sessionStorage.setItem(ASKED_AGAIN, other.asked);
          void session.signIn(other.to);
        }}
      >
        {other.again ? 'Tentar outra vez' : askedName ? `Entrar em ${askedName}` : 'Entrar na empresa do endereço'}
      </Button>
    );
    return (
      <Center component="main" h="100vh" p="md">
        <Stack maw={520}>
          {other.again ? (
            <Alert color="yellow" title={`A conta entrou outra vez em ${other.signedIn.name}`} role="alert">
              <Text size="sm">
                O provedor de identidade não entrou em {askedName ?? 'a empresa do endereço'}. Se ela não apareceu para
                escolher, a conta com que você entrou não tem acesso a ela: peça acesso a quem administra essa empresa
                no Conta Azul, ou saia e entre com outra conta.
              </Text>
            </Alert>
          ) : (
            <Alert color="yellow" title={`Você entrou em ${other.signedIn.name}`} role="alert">
              <Text size="sm">
                O endereço aberto é de {askedName ?? 'outra empresa'}, mas o provedor de identidade entrou em{' '}
                {other.signedIn.name}. Escolha qual abrir: nada muda de empresa sem a sua escolha.
              </Text>
            </Alert>
          )}
          {other.again ? (
            <>
              {openSignedIn}
              {askAgain}
            </>
          ) : (
            <>
              {askAgain}
              {openSignedIn}
            </>
          )}
        </Stack>
      </Center>
    );
  }

  if (failure) {
    const signIn = failure.step === 'sign-in';
    return (
      <Center component="main" h="100vh" p="md">
        <Stack maw={480}>
          <Alert
            color="red"
            title={signIn ? 'Não foi possível concluir o login' : 'Não foi possível identificar a empresa'}
            role="alert"
          >
            <Text size="sm">
              {signIn
                ? `O retorno do provedor de identidade não pôde ser validado (${failure.message}).`
                : `O login foi concluído, mas a empresa da conta não pôde ser lida (${failure.message}).`}
            </Text>
          </Alert>
          {signIn || returnTo === null ? (
            <Button onClick={() => void session.signIn('/')}>Entrar novamente</Button>
          ) : (
            <Button onClick={() => file(returnTo)}>Tentar novamente</Button>
          )}
        </Stack>
      </Center>
    );
  }
  return (
    <Center component="main" h="100vh">
      <Stack align="center" gap="xs">
        <Loader aria-hidden />
        <Text role="status">Concluindo o login…</Text>
      </Stack>
    </Center>
  );
}
