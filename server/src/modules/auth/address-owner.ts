import { and, eq, sql } from "drizzle-orm";
import { users } from "../../db/schema";

/** The account an address belongs to: not one registered again with it (`addressInUse`). */
export const ownsAddress = (email: string) => and(eq(sql`lower(${users.email})`, email.toLowerCase()), eq(users.addressInUse, false));
