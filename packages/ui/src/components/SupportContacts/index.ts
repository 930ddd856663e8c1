export { SupportContacts, type SupportContactsAlign, type SupportContactsProps } from './SupportContacts.tsx';
