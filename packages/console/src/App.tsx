import { SiftThemeProvider, useThemeMode } from '@sift/ui';
import { LoginPage } from './pages/LoginPage';

export function App() {
  const { mode } = useThemeMode();
  return (
    <SiftThemeProvider mode={mode}>
      <LoginPage />
    </SiftThemeProvider>
  );
}
