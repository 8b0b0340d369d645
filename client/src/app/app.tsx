import { PageErrorBoundary } from "./page-error-boundary";
import { Providers } from "./providers";
import { AppRoutes } from "./routes";
import { ScrollToTop } from "./scroll-to-top";

export function App() {
  return (
    <Providers>
      <ScrollToTop />
      <PageErrorBoundary>
        <AppRoutes />
      </PageErrorBoundary>
    </Providers>
  );
}
