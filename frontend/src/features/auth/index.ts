export { RequireSignedOut, HomeRedirect } from './components/guards';
export { RequireSignIn } from './components/RequireSignIn';
export { UserCard } from './components/UserCard';
export { ProfileDialog } from './components/LazyProfileDialog';
export { useLogout } from './hooks/useLogout';
export { TwoFactorGate } from './components/two-factor/TwoFactorGate';
export { TwoFactorDialog } from './components/two-factor/LazyTwoFactorDialog';
