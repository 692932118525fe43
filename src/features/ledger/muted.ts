export { MUTED } from '../../ui/muted';
