/** The quote form's fixed outcome messages (the spec's words, in English). */
export const quoteMessages = {
  success: 'Message sent successfully!',
  failure: 'Failed to send message, please try again.',
} as const;
