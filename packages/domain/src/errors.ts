/**
 * The error catalogue of spec section 8. Rule: show the backend's message when there is one, otherwise the
 * fallback text here.
 */
export const ERRORS = {
  generic: 'An error occurred',
  fullNameRequired: 'Please enter your full name',
  subscriptionLoad: 'Failed to load subscription data',
  memorialsLoad: 'Failed to load graves',
  memorialCreate: 'Failed to create grave',
  graveImageUpload: 'Failed to upload grave image',
  personImageUpload: 'Failed to upload person image',
  shareProfileSearch: 'Error searching for user profile',
  shareNoSuchUser: 'No user found with this email address. They need to create an account first.',
  shareDuplicate: 'This user already has access to this grave.',
  share: 'Failed to share grave',
  managersLoad: 'Failed to load managers',
  managerRemove: 'Failed to remove manager',
  copyLink: 'Failed to copy link',
  memoriesLoad: 'Failed to load memories',
  memorySave: 'Failed to save memory',
  memoryDelete: 'Failed to delete memory',
  reminderCreate: 'Failed to create reminder',
  reminderDelete: 'Failed to delete reminder',
  reminderUpdate: 'Failed to update reminder',
  remindersLoad: 'Failed to load reminders',
  detailsLoad: 'Failed to load data',
  graveNotFound: 'Grave not found',
  graveLoad: 'Failed to load grave',
  graveUpdate: 'Failed to update grave',
  profileLoad: 'Failed to load profile',
  profileUpdate: 'Failed to update profile',
  passwordResetSend: 'Failed to send password reset email',
  exportData: 'Failed to export data',
  keepsakeCreate: 'Failed to create the PDF',
  visitsLoad: 'Failed to load visits',
  deleteAccount: 'Failed to delete account. Please contact support.',
  checkout: 'Failed to start checkout',
  geolocationFailed: 'Could not get your current location. Please ensure location access is enabled.',
  geolocationUnsupported: 'Geolocation is not supported by this browser.',
} as const;

export const SUCCESS = {
  profileUpdated: 'Profile updated successfully!',
  passwordResetSent: 'Password reset email sent! Check your inbox.',
  dataExported: 'Data exported successfully!',
} as const;

/** The backend's own message when it gave one (Error, PostgREST or auth error objects), else the fallback. */
export function messageOf(error: unknown, fallback: string): string {
  if (typeof error === 'string' && error.trim() !== '') return error;
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { message } = error as { message: unknown };
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return fallback;
}
