import { Button, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageHeader } from '../plain/PageHeader';
import { AppLink } from '../plain/AppLink';

/** A page whose subject does not exist: what is missing, why, and one way back. */
export function NotFound({
  title,
  children,
  backTo,
  backLabel,
}: {
  title: string;
  children: ReactNode;
  backTo: string;
  backLabel: string;
}) {
  return (
    <Stack>
      <PageHeader title={title} />
      <Text>{children}</Text>
      <div>
        <Button component={AppLink} to={backTo}>
          {backLabel}
        </Button>
      </div>
    </Stack>
  );
}
