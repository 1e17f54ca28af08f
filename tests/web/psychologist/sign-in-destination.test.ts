import { describe, expect, it } from 'vitest';
import { signInDestination } from '../../../web/features/auth/sign-in-destination';

describe('signInDestination', () => {
  it.each([
    ['client', undefined, '/dashboard'],
    ['admin', undefined, '/dashboard'],
    ['psychologist', undefined, '/psychologist-dashboard'],
    ['client', '/goals', '/goals'],
    ['client', '/psychologist-dashboard', '/dashboard'],
    ['client', '/therapist-profile', '/dashboard'],
    ['psychologist', '/goals', '/psychologist-dashboard'],
    ['psychologist', '/dashboard', '/psychologist-dashboard'],
    ['psychologist', '/therapist-profile', '/therapist-profile'],
    ['psychologist', '/psychologist-dashboard/clients/abc', '/psychologist-dashboard/clients/abc'],
    ['psychologist', '/community', '/community'],
    ['psychologist', '/psychologist-dashboardx', '/psychologist-dashboard'],
    ['client', '//evil.example', '/dashboard'],
    ['psychologist', 'https://evil.example/therapist-profile', '/psychologist-dashboard'],
  ] as const)('%s with redirect %j → %s', (userType, redirect, expected) => {
    expect(signInDestination(userType, redirect)).toBe(expected);
  });
});
