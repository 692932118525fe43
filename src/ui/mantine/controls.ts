/*
 * The controls features import: Mantine's, under Mantine's names (eslint.config.js keeps
 * @mantine/* out of src/features). For the lazy screens, inside a MantineScope: the first
 * screen uses plain.tsx and the list kit, never this module (decision 0009).
 */
export {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Button,
  Center,
  Checkbox,
  CloseButton,
  Collapse,
  Grid,
  Group,
  List,
  Loader,
  Modal,
  NumberInput,
  Paper,
  Progress,
  Radio,
  SimpleGrid,
  Skeleton,
  Stack,
  Stepper,
  Text,
  Textarea,
  TextInput,
  Title,
  VisuallyHidden,
  type MantineColor,
} from '@mantine/core';
export { useDisclosure } from '@mantine/hooks';
export { notifications } from '@mantine/notifications';

/** `inputWrapperOrder`: the description under the input, so the inputs of a row line up whatever their notes. */
export const NOTE_BELOW: ('label' | 'input' | 'description' | 'error')[] = ['label', 'input', 'description', 'error'];
