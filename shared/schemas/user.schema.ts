import type { UserType } from '../constants';

/** The user as the API returns it: never a password hash, never session data. */
export interface PublicUser {
  id: string;
  email: string;
  name: string;
  userType: UserType;
  timezone: string;
  createdAt: string;
}

export interface AuthResponse {
  user: PublicUser;
}
