import { Group, Paper, Stack, Text } from '@mantine/core';
import { useId, type ReactNode, type Ref } from 'react';
import { ReadAt, type ReadQuery } from '../plain/ReadAt';

/**
 * A titled block of a page: a bordered `<section>` named by its `<h2>`, with what it says under
 * the title, when its figures were read, and its controls on the right. A block with its own
 * loading and retry of one query is a `PanelCard`.
 */
export function SectionCard({
  title,
  id,
  intro,
  queries,
  actions,
  headingRef,
  children,
}: {
  title: ReactNode;
  /** The heading's id, for a link to it; one is made when absent. */
  id?: string;
  /** A line under the title: the period, the rule behind the figures. */
  intro?: ReactNode;
  /** Their read time is shown under the title. */
  queries?: readonly ReadQuery[];
  /** Controls or a button, on the title's right. */
  actions?: ReactNode;
  /** The heading, focusable, for a block that takes focus when it opens. */
  headingRef?: Ref<HTMLHeadingElement>;
  children?: ReactNode;
}) {
  const made = useId();
  const headingId = id ?? made;
  const heading = (
    <div>
      {/* A plain heading: Mantine's Title would join the code every screen prefetches. */}
      <h2
        className="ui-title"
        id={headingId}
        ref={headingRef}
        tabIndex={headingRef ? -1 : undefined}
        style={{ fontSize: 'var(--mantine-h4-font-size)', outline: headingRef ? 'none' : undefined }}
      >
        {title}
      </h2>
      {intro !== undefined && (
        <Text size="sm" c="dimmed">
          {intro}
        </Text>
      )}
      {queries && <ReadAt queries={queries} />}
    </div>
  );
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        {actions ? (
          <Group justify="space-between" align="end">
            {heading}
            {actions}
          </Group>
        ) : (
          heading
        )}
        {children}
      </Stack>
    </Paper>
  );
}
