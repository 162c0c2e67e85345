// Staff area: sign-in, password reset, profile and availability. Routes import each page and
// the sign-in guard directly: every page is a chunk of its own, the guard loads in beforeLoad.
export { AvailabilityPage } from './AvailabilityPage'
export { ForgotPasswordPage } from './ForgotPasswordPage'
export { ProfilePage } from './ProfilePage'
export { ResetPasswordPage } from './ResetPasswordPage'
export { SignInPage } from './SignInPage'
export { SignedInLayout } from './SignedInLayout'
export { StaffRoot } from './StaffRoot'
