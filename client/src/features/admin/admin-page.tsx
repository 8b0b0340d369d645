import { PageContainer, PageHeader } from "@/components/page-header";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { AddTemplateForm } from "./components/add-template-form";
import { BulkUploadCard } from "./components/bulk-upload-card";
import { TemplateList } from "./components/template-list";

/** Admin Dashboard (spec §2): add templates one by one or in bulk, and manage the catalogue. */
export function AdminPage() {
  return (
    <PageContainer className="grid gap-8">
      <PageHeader title="Admin Dashboard" description="Add mockup templates and manage the catalogue." />
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <Card role="region" aria-labelledby="add-template-heading">
          <CardHeader>
            <h2 id="add-template-heading" className="text-lg font-semibold leading-tight">
              Add New Template
            </h2>
            <CardDescription>
              Upload a room or frame image with a transparent window where the artwork goes, or a plain photo of a frame on a wall: we find the frame and you check its corners.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <AddTemplateForm />
          </CardContent>
        </Card>
        <BulkUploadCard />
      </div>
      <TemplateList />
    </PageContainer>
  );
}
