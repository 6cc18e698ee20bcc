export { ShareDialog, type ShareDialogProps } from './ShareDialog';
export { ShareButton, useIsOwner, type ShareButtonProps } from './ShareButton';
export * from './sharingTexts';
