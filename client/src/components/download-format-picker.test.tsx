import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_DOWNLOAD_CHOICE, toDownloadFormat, useDownloadChoice } from "@/lib/download-format";
import { DownloadFormatPicker } from "./download-format-picker";

/** The picker wired to the remembered choice, as the dialogs use it. */
function Remembered() {
  const [choice, setChoice] = useDownloadChoice();
  return (
    <>
      <DownloadFormatPicker value={choice} onChange={setChoice} />
      <p data-testid="query">{JSON.stringify(toDownloadFormat(choice))}</p>
    </>
  );
}

beforeEach(() => localStorage.clear());

describe("DownloadFormatPicker", () => {
  it("starts on PNG with no quality; JPEG shows a quality slider from 60 to 100 at 90", async () => {
    const user = userEvent.setup();
    render(<Remembered />);
    expect(screen.getByRole("radio", { name: /PNG/ })).toBeChecked();
    expect(screen.queryByRole("slider")).toBeNull();
    expect(screen.getByTestId("query")).toHaveTextContent('{"format":"png"}');

    await user.click(screen.getByRole("radio", { name: /JPEG/ }));
    const slider = screen.getByRole("slider", { name: "JPEG quality" });
    expect(slider).toHaveAttribute("min", "60");
    expect(slider).toHaveAttribute("max", "100");
    expect(slider).toHaveValue(String(DEFAULT_DOWNLOAD_CHOICE.quality));
    expect(screen.getByTestId("query")).toHaveTextContent('{"format":"jpeg","quality":90}');

    fireEvent.change(slider, { target: { value: "75" } });
    expect(screen.getByTestId("query")).toHaveTextContent('{"format":"jpeg","quality":75}');
    expect(screen.getByText("75")).toBeInTheDocument();
  });

  it("remembers the choice for the next dialog and the next visit; PNG again keeps the quality for later", async () => {
    const user = userEvent.setup();
    const first = render(<Remembered />);
    await user.click(screen.getByRole("radio", { name: /JPEG/ }));
    fireEvent.change(screen.getByRole("slider"), { target: { value: "65" } });
    first.unmount();

    render(<Remembered />);
    expect(screen.getByRole("radio", { name: /JPEG/ })).toBeChecked();
    expect(screen.getByRole("slider")).toHaveValue("65");
    await user.click(screen.getByRole("radio", { name: /PNG/ }));
    expect(screen.getByTestId("query")).toHaveTextContent('{"format":"png"}');
    await user.click(screen.getByRole("radio", { name: /JPEG/ }));
    expect(screen.getByRole("slider")).toHaveValue("65");
  });

  it("ignores a stored value it cannot trust", () => {
    localStorage.setItem("mockup-studio:download-format", JSON.stringify({ format: "gif", quality: 5 }));
    render(<Remembered />);
    expect(screen.getByRole("radio", { name: /PNG/ })).toBeChecked();
  });
});
