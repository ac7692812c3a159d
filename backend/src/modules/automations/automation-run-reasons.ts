/** Why a run that was waiting did not happen (its run log's error). */
export const AUTOMATION_TURNED_OFF = 'The automation was turned off before this action ran';
export const AUTOMATION_ACTION_REMOVED = 'The action was removed from the automation before it ran';
/** A run whose job BullMQ failed unrun: its worker died in it more often than allowed (a crash it may cause itself). */
export const AUTOMATION_WORKER_LOST = 'The worker running this action stopped more often than allowed';
