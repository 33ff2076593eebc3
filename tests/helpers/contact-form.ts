/** One valid contact message and the origin the test handler serves, for every test that posts the form. */
export const ORIGIN = "https://www.example.com";

export const validContact: Record<string, string> = {
  "First Name": "Maria",
  "Last Name": "Lopez",
  email: "maria@example.com",
  "Phone Number": "(718) 555-0123",
  message: "We need a new website for our bakery.",
};
