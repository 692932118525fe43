import { useState, type ComponentType } from 'react';
import { companyLinks } from '../auth/company-links';
import { companiesKeeping } from '../lib/company-store-sweep';
import { Alert, Anchor, Group, Stack, Text } from '../ui/mantine/controls';

/** Where a form keeps its draft: the form's name and the screen of a company that opens it. */
export interface DraftPlace {
  form: string;
  path: string;
}

/**
 * A draft of this form the user keeps in another company of the tab: it is that company's
 * and never shown here, so the screen says where it is and offers to go there.
 */
export default function DraftsElsewhere({ draft, owner }: { draft: DraftPlace; owner: string }) {
  const [elsewhere] = useState(() => companyLinks(companiesKeeping(`${draft.form}.rascunho:${owner}`), draft.path));
  if (!elsewhere.length) return null;
  return (
    <Alert color="blue" variant="light" role="status" title="Rascunho em outra empresa" mb="md">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          Um rascunho fica na empresa em que foi começado. Este navegador guarda um rascunho deste formulário em{' '}
          {elsewhere.map((c) => c.name).join(', ')}.
        </Text>
        <Group gap="md">
          {elsewhere.map((c) => (
            <Anchor key={c.key} href={c.href}>
              Continuar o rascunho em {c.name}
            </Anchor>
          ))}
        </Group>
      </Stack>
    </Alert>
  );
}

/** A page of a drafted form, with the notice of its drafts in other companies above it. */
export function withDraftsElsewhere(Page: ComponentType<{ draftOwner?: string | undefined }>, draft: DraftPlace) {
  return function Drafted({ draftOwner }: { draftOwner?: string | undefined }) {
    return (
      <>
        {draftOwner && <DraftsElsewhere draft={draft} owner={draftOwner} />}
        <Page draftOwner={draftOwner} />
      </>
    );
  };
}
