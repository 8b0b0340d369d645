/** A light chequered backdrop, so a template's transparent window reads as a hole. */
export const CHECKERBOARD =
  "bg-[conic-gradient(#efe9e1_25%,#ffffff_0_50%,#efe9e1_0_75%,#ffffff_0)] bg-[length:16px_16px]";
