// The quote form's fields as a visitor fills them in correctly, for the tests of its rules, its
// texts and its e-mail: each test spreads it and changes what it is about.
export const enquiry = {
  user_name: 'Aisha Rahman',
  user_mobile: '+971 50 123 4567',
  user_email: 'aisha@example.ae',
  user_service: 'Cable Glands & Accessories',
  user_message: 'Please quote 200 M20 glands.',
};
