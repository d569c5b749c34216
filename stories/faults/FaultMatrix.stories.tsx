import preview from '../../.storybook/preview'
import { appStoryParameters } from '../support/appStories'
import { PortalApp } from '../support/PortalApp'
import { cell, leaveCell } from './cells'

// The fault matrix: each of the nine calls of spec section 7 with each fault, then leaving the
// page while the call runs. What the user sees after each is in matrix.ts, how a cell is played
// in cells.tsx. One file: each story file costs the run a Storybook set-up of its own.
/**
 * What the client sees when something goes wrong between the portal and its server. Each of the
 * nine things the portal asks the server (sign in, check the session, send a reset mail, list the
 * advertisers, log out, load AI Optimizations, load the contact details, load the profile, change
 * the password) fails in each way it can: the server refuses with its own words, refuses without,
 * cannot be reached, answers with something that is not data, answers with data of the wrong shape,
 * or answers too late; and the client leaves the page while waiting. Open a state to see what the
 * client sees after it.
 */
const meta = preview.meta({
  title: 'Faults/Fault matrix',
  component: PortalApp,
  parameters: appStoryParameters,
})

// Sign in (POST /api/auth/login), from /login, signed out.
export const LoginServerErrorText = meta.story(cell('login', 'serverErrorText'))
export const LoginServerError = meta.story(cell('login', 'serverError'))
export const LoginNetwork = meta.story(cell('login', 'network'))
export const LoginNotJson = meta.story(cell('login', 'notJson'))
export const LoginWrongShape = meta.story(cell('login', 'wrongShape'))
export const LoginSlow = meta.story(cell('login', 'slow'))
export const LoginLeaveWhileRunning = meta.story(leaveCell('login'))

// The session check (GET /api/auth/client-auth-check), as a signed-in page opens.
export const AuthCheckServerErrorText = meta.story(cell('authCheck', 'serverErrorText'))
export const AuthCheckServerError = meta.story(cell('authCheck', 'serverError'))
export const AuthCheckNetwork = meta.story(cell('authCheck', 'network'))
export const AuthCheckNotJson = meta.story(cell('authCheck', 'notJson'))
export const AuthCheckWrongShape = meta.story(cell('authCheck', 'wrongShape'))
export const AuthCheckSlow = meta.story(cell('authCheck', 'slow'))
export const AuthCheckLeaveWhileRunning = meta.story(leaveCell('authCheck'))

// A reset mail (POST /api/forgot-password), from /forgot-password, signed out.
export const ForgotPasswordServerErrorText = meta.story(cell('forgotPassword', 'serverErrorText'))
export const ForgotPasswordServerError = meta.story(cell('forgotPassword', 'serverError'))
export const ForgotPasswordNetwork = meta.story(cell('forgotPassword', 'network'))
export const ForgotPasswordNotJson = meta.story(cell('forgotPassword', 'notJson'))
export const ForgotPasswordWrongShape = meta.story(cell('forgotPassword', 'wrongShape'))
export const ForgotPasswordSlow = meta.story(cell('forgotPassword', 'slow'))
export const ForgotPasswordLeaveWhileRunning = meta.story(leaveCell('forgotPassword'))

// The advertiser list (GET /api/advertisers), as /facebook-analytics opens.
export const AdvertisersServerErrorText = meta.story(cell('advertisers', 'serverErrorText'))
export const AdvertisersServerError = meta.story(cell('advertisers', 'serverError'))
export const AdvertisersNetwork = meta.story(cell('advertisers', 'network'))
export const AdvertisersNotJson = meta.story(cell('advertisers', 'notJson'))
export const AdvertisersWrongShape = meta.story(cell('advertisers', 'wrongShape'))
export const AdvertisersSlow = meta.story(cell('advertisers', 'slow'))
export const AdvertisersLeaveWhileRunning = meta.story(leaveCell('advertisers'))

// Logout (POST /api/auth/logout), from the dashboard.
export const LogoutServerErrorText = meta.story(cell('logout', 'serverErrorText'))
export const LogoutServerError = meta.story(cell('logout', 'serverError'))
export const LogoutNetwork = meta.story(cell('logout', 'network'))
export const LogoutNotJson = meta.story(cell('logout', 'notJson'))
export const LogoutWrongShape = meta.story(cell('logout', 'wrongShape'))
export const LogoutSlow = meta.story(cell('logout', 'slow'))
export const LogoutLeaveWhileRunning = meta.story(leaveCell('logout'))

// An advertiser's optimisation data (GET /api/advertiser-optimizations/:key), on /ai-optimizations.
export const OptimizationServerErrorText = meta.story(cell('optimization', 'serverErrorText'))
export const OptimizationServerError = meta.story(cell('optimization', 'serverError'))
export const OptimizationNetwork = meta.story(cell('optimization', 'network'))
export const OptimizationNotJson = meta.story(cell('optimization', 'notJson'))
export const OptimizationWrongShape = meta.story(cell('optimization', 'wrongShape'))
export const OptimizationSlow = meta.story(cell('optimization', 'slow'))
export const OptimizationLeaveWhileRunning = meta.story(leaveCell('optimization'))

// The contact details (POST /api/auth/query), as /notifications opens.
export const UserQueryServerErrorText = meta.story(cell('userQuery', 'serverErrorText'))
export const UserQueryServerError = meta.story(cell('userQuery', 'serverError'))
export const UserQueryNetwork = meta.story(cell('userQuery', 'network'))
export const UserQueryNotJson = meta.story(cell('userQuery', 'notJson'))
export const UserQueryWrongShape = meta.story(cell('userQuery', 'wrongShape'))
export const UserQuerySlow = meta.story(cell('userQuery', 'slow'))
export const UserQueryLeaveWhileRunning = meta.story(leaveCell('userQuery'))

// The profile (POST /api/auth/profile-with-advertisers), as /settings opens.
export const ProfileServerErrorText = meta.story(cell('profile', 'serverErrorText'))
export const ProfileServerError = meta.story(cell('profile', 'serverError'))
export const ProfileNetwork = meta.story(cell('profile', 'network'))
export const ProfileNotJson = meta.story(cell('profile', 'notJson'))
export const ProfileWrongShape = meta.story(cell('profile', 'wrongShape'))
export const ProfileSlow = meta.story(cell('profile', 'slow'))
export const ProfileLeaveWhileRunning = meta.story(leaveCell('profile'))

// A new password (PUT /api/auth/update-password), from the dialog on /settings.
export const UpdatePasswordServerErrorText = meta.story(cell('updatePassword', 'serverErrorText'))
export const UpdatePasswordServerError = meta.story(cell('updatePassword', 'serverError'))
export const UpdatePasswordNetwork = meta.story(cell('updatePassword', 'network'))
export const UpdatePasswordNotJson = meta.story(cell('updatePassword', 'notJson'))
export const UpdatePasswordWrongShape = meta.story(cell('updatePassword', 'wrongShape'))
export const UpdatePasswordSlow = meta.story(cell('updatePassword', 'slow'))
export const UpdatePasswordLeaveWhileRunning = meta.story(leaveCell('updatePassword'))
