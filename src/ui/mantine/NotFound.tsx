import { Button, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PageHeader } from '../plain/PageHeader';

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
        <Button component={Link} to={backTo}>
          {backLabel}
        </Button>
      </div>
    </Stack>
  );
}
