// The notifications container alone, as its own chunk (see NotificationsHost).
export { Notifications as default } from '@mantine/notifications';
