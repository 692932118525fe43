import { Stack, Text } from '@mantine/core';
import { PageHeader } from '../../ui/plain/PageHeader';

/** A screen that is planned but not yet delivered. */
export function ComingSoonPage({ title }: { title: string }) {
  return (
    <Stack>
      <PageHeader title={title} />
      <Text>Esta tela está em construção e chega em uma próxima versão.</Text>
    </Stack>
  );
}
