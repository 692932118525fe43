import { Alert, Anchor, Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useAuthSession } from './AuthContext';
import { addressOf, companyPath, readCompanies } from './companies';
import { LEFT_COMPANY_KEY } from './company-sessions';

const TEXTS = {
  confirmed: 'Sua sessão foi encerrada com segurança.',
  elsewhere: 'A saída de todas as empresas foi feita em outra aba ou janela deste navegador, e encerrou também esta.',
};
const COMPANY_ELSEWHERE =
  'foi feita em outra aba ou janela deste navegador, e encerrou também a sessão dela nesta aba.';

/** Arriving here confirms the sign-out; an unconfirmed one ended the session here, maybe not at the provider. */
export default function SignedOutPage() {
  const session = useAuthSession();
  const [outcome] = useState(() => session.settleSignOut());
  // One company left in another tab: the tab's other companies stay signed in.
  const [left] = useState(() => {
    const kept = window.sessionStorage.getItem(LEFT_COMPANY_KEY);
    window.sessionStorage.removeItem(LEFT_COMPANY_KEY);
    if (outcome !== 'elsewhere' || kept === null) return null;
    let read: { name?: unknown; section?: unknown } = {};
    try {
      read = JSON.parse(kept) as typeof read;
    } catch {
      // Another build's value: the company goes unnamed.
    }
    return {
      name: typeof read.name === 'string' ? read.name : '',
      section: typeof read.section === 'string' ? read.section : '/',
      others: readCompanies(),
    };
  });
  return (
    <Center component="main" h="100vh" p="md">
      <Paper withBorder p="xl" radius="md" maw={480}>
        <Stack>
          {outcome !== 'unconfirmed' ? (
            <>
              <Title order={1} size="h2">
                Você saiu
              </Title>
              <Text>{left ? `A saída de ${left.name || 'uma empresa'} ${COMPANY_ELSEWHERE}` : TEXTS[outcome]}</Text>
              {left?.others.map((c) => (
                <Anchor key={c.key} href={addressOf(import.meta.env.BASE_URL, companyPath(c.key, left.section))}>
                  Abrir {c.name}
                </Anchor>
              ))}
            </>
          ) : (
            <>
              <Title order={1} size="h2">
                Você saiu deste navegador
              </Title>
              <Alert color="yellow" variant="light" title="O provedor de identidade não confirmou a saída">
                <Text size="sm">
                  Este aplicativo não guarda mais a sua sessão neste navegador, mas a sessão no provedor de identidade
                  pode continuar aberta: entrar de novo pode não pedir a senha. Em um computador compartilhado, feche
                  todas as janelas do navegador.
                </Text>
              </Alert>
            </>
          )}
          <Button onClick={() => void session.signIn('/contratos')}>Entrar novamente</Button>
        </Stack>
      </Paper>
    </Center>
  );
}
