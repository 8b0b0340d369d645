import { useState } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { LoginForm } from "./login-form";
import { RegisterForm } from "./register-form";

export type AuthTab = "login" | "register";

type AuthCardProps = { initialTab: AuthTab; handingOff: boolean; onAccountCreated: () => void };

export function AuthCard({ initialTab, handingOff, onAccountCreated }: AuthCardProps) {
  const [tab, setTab] = useState<AuthTab>(initialTab);
  return (
    <Card className="w-full">
      <Tabs value={tab} onValueChange={(v) => setTab(v as AuthTab)}>
        <div className="px-6 pt-6">
          <TabsList className="grid w-full grid-cols-2">
            <TabsTrigger value="login">Login</TabsTrigger>
            <TabsTrigger value="register">Register</TabsTrigger>
          </TabsList>
        </div>
        <TabsContent value="login">
          <CardHeader className="pb-5">
            <CardTitle className="text-xl">Welcome back</CardTitle>
            <CardDescription>Sign in to open your studio and saved mockups.</CardDescription>
          </CardHeader>
          <CardContent>
            <LoginForm />
          </CardContent>
        </TabsContent>
        <TabsContent value="register">
          <CardHeader className="pb-5">
            <CardTitle className="text-xl">Create your account</CardTitle>
            <CardDescription>Start free and upgrade whenever you need more.</CardDescription>
          </CardHeader>
          <CardContent>
            <RegisterForm onAccountCreated={onAccountCreated} handingOff={handingOff} />
          </CardContent>
        </TabsContent>
      </Tabs>
    </Card>
  );
}
