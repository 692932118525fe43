import { Text, type TextProps } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';

/** Text from people or other systems: `dir="auto"`, and a long word breaks instead of widening the layout. */
export const USER_TEXT_STYLE: CSSProperties = { overflowWrap: 'anywhere' };

export interface UserTextProps extends TextProps {
  children: ReactNode;
  component?: 'p' | 'span' | 'div' | 'dd' | 'strong';
  /** Useful with `lineClamp`. */
  title?: string;
}

export function UserText({ children, component = 'p', style, ...props }: UserTextProps) {
  return (
    <Text component={component} dir="auto" {...props} style={[USER_TEXT_STYLE, style]}>
      {children}
    </Text>
  );
}
