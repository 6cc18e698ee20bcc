/** The inputs page's toasts (3-administration.md §8, Inputs) and its other texts. */
export const INPUT_TEXTS = {
  launched: 'Input launched successfully',
  updated: 'Input updated successfully',
  deleted: 'Input deleted successfully',
  launchFailed: 'Could not launch input',
  updateFailed: 'Could not update input',
  deleteFailed: 'Could not delete input',
  listFailed: 'Could not retrieve Inputs',
  loadFailed: 'Could not retrieve input',
  staticFieldAdded: 'Static field added successfully',
  staticFieldRemoved: 'Static field removed successfully',
  staticFieldAddFailed: 'Could not add static field',
  staticFieldRemoveFailed: 'Could not remove static field',
  startFailed: 'Could not start input',
  stopFailed: 'Could not stop input',
  restartFailed: 'Could not restart input',
  noInputs: 'There are no inputs yet. Launch one to receive messages.',
  notRunning: 'Not running',
} as const;

export const deleteInputQuestion = (title: string) => `Do you really want to delete input '${title}'?`;
export const removeStaticFieldQuestion = (key: string) => `Do you really want to remove static field '${key}' from this input?`;

/** "Show received messages" searches the last 8 hours for what the input received. */
export const RECEIVED_MESSAGES_RANGE_SECONDS = 8 * 60 * 60;
export const receivedMessagesQuery = (inputId: string) => `gl2_source_input:${inputId}`;
