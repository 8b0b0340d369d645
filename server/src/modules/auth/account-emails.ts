import { type ComposedEmail, PRODUCT_NAME, composeEmail } from "../../lib/mail/compose-email";

/** The messages behind account links; wording kept in one place. */
export const accountEmails = {
  verify: (link: string): ComposedEmail =>
    composeEmail({
      subject: `Verify your e-mail for ${PRODUCT_NAME}`,
      intro: `Welcome to ${PRODUCT_NAME}! Please confirm that this is your e-mail address, so you can always get back into your account.`,
      actionLabel: "Verify my e-mail",
      link,
      outro: "The link works for 3 days. If you did not create an account, you can ignore this e-mail.",
    }),
  reset: (link: string): ComposedEmail =>
    composeEmail({
      subject: `Reset your ${PRODUCT_NAME} password`,
      intro: "Someone (hopefully you) asked to reset the password of your account. Choose a new one here:",
      actionLabel: "Choose a new password",
      link,
      outro: "The link works once, for 1 hour. If you did not ask for it, ignore this e-mail: your password stays as it is.",
    }),
  changeEmail: (link: string): ComposedEmail =>
    composeEmail({
      subject: `Confirm your new e-mail for ${PRODUCT_NAME}`,
      intro: `You asked to use this address for your ${PRODUCT_NAME} account. The change applies once you confirm it.`,
      actionLabel: "Confirm my new e-mail",
      link,
      outro: "The link works for 24 hours. If you did not ask for this change, ignore this e-mail.",
    }),
  /** To an address that already has an account, instead of a change link: the owner learns, the asker does not. */
  addressInUse: (signInLink: string): ComposedEmail =>
    composeEmail({
      subject: `Your e-mail is already used for ${PRODUCT_NAME}`,
      intro: `Someone asked to move another ${PRODUCT_NAME} account to this address. It already belongs to your account, so nothing was changed.`,
      actionLabel: "Sign in to my account",
      link: signInLink,
      outro: "If this was you, sign in with this address instead. If it was not, you can ignore this e-mail: your account is unchanged.",
    }),
  /** To an address that already has an account, instead of a verification link for a second one. */
  registeredAgain: (signInLink: string): ComposedEmail =>
    composeEmail({
      subject: `Someone signed up for ${PRODUCT_NAME} with your e-mail`,
      intro: `Someone just created a new ${PRODUCT_NAME} account with this address. The address already belongs to your account, which is unchanged; the new account cannot use it to verify, reset its password or get mail.`,
      actionLabel: "Sign in to my account",
      link: signInLink,
      outro: "If this was you, sign in to your existing account instead (Forgot password? helps if you need it). If it was not, you can ignore this e-mail.",
    }),
};
