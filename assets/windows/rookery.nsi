; Rookery's Windows installer, built with NSIS 3 (Debian's `nsis`):
;
;   makensis -DVERSION=0.1.0 -DEXE=path\to\rookery.exe -DOUT=Rookery-setup.exe assets/windows/rookery.nsi
;
; (.ci/windows-package runs it.) It installs for the player alone, with no
; administrator's rights, into %LOCALAPPDATA%\Programs\Rookery: the program,
; a Start-menu entry, and .pgn files opened by Rookery (the default for
; them unless another program is). The uninstaller takes all that away and
; leaves the player's games and settings (in %APPDATA%\Rookery).

; A 64-bit installer for a 64-bit program (and Wine without its 32-bit half).
Target amd64-unicode
; -DFAST: quicker to build, larger (for CI).
!ifdef FAST
  SetCompressor zlib
!else
  SetCompressor /SOLID lzma
!endif
RequestExecutionLevel user
ManifestDPIAware true

!ifndef VERSION
  !error "makensis -DVERSION=… -DEXE=… -DOUT=…"
!endif

!define APP "Rookery"
!define PROGID "Rookery.pgn"
!define UNINSTALL_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\Rookery"
; Where the shell looks for the player's own file types.
!define CLASSES "Software\Classes"

Name "${APP}"
OutFile "${OUT}"
InstallDir "$LOCALAPPDATA\Programs\Rookery"
InstallDirRegKey HKCU "Software\Rookery" "InstallDir"
BrandingText "${APP} ${VERSION}"

!include "MUI2.nsh"
!define MUI_ICON "rookery.ico"
!define MUI_UNICON "rookery.ico"
!define MUI_ABORTWARNING
!define MUI_FINISHPAGE_RUN "$INSTDIR\rookery.exe"

!insertmacro MUI_PAGE_LICENSE "../../LICENSE"
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES

; Rookery's ten languages; the installer speaks the system's.
!insertmacro MUI_LANGUAGE "English"
!insertmacro MUI_LANGUAGE "German"
!insertmacro MUI_LANGUAGE "French"
!insertmacro MUI_LANGUAGE "Spanish"
!insertmacro MUI_LANGUAGE "Italian"
!insertmacro MUI_LANGUAGE "Dutch"
!insertmacro MUI_LANGUAGE "Polish"
!insertmacro MUI_LANGUAGE "PortugueseBR"
!insertmacro MUI_LANGUAGE "Russian"
!insertmacro MUI_LANGUAGE "Finnish"
!include "languages.nsh"

VIProductVersion "${VERSION}.0"
VIAddVersionKey /LANG=${LANG_ENGLISH} "ProductName" "${APP}"
VIAddVersionKey /LANG=${LANG_ENGLISH} "FileDescription" "${APP} installer"
VIAddVersionKey /LANG=${LANG_ENGLISH} "FileVersion" "${VERSION}"
VIAddVersionKey /LANG=${LANG_ENGLISH} "LegalCopyright" "The Rookery developers, GPL-3.0-or-later"

Section "Rookery"
  SetOutPath "$INSTDIR"
  File "/oname=rookery.exe" "${EXE}"
  File "rookery.ico"
  File "/oname=LICENSE.txt" "../../LICENSE"
  File "/oname=README.txt" "../../README.md"
  WriteUninstaller "$INSTDIR\uninstall.exe"
  WriteRegStr HKCU "Software\Rookery" "InstallDir" "$INSTDIR"

  CreateShortcut "$SMPROGRAMS\Rookery.lnk" "$INSTDIR\rookery.exe" "" "$INSTDIR\rookery.ico"

  ; .pgn files: Rookery's file type, offered in "Open with", and the
  ; default when no other program is.
  WriteRegStr HKCU "${CLASSES}\${PROGID}" "" "$(PGN_TYPE)"
  WriteRegStr HKCU "${CLASSES}\${PROGID}\DefaultIcon" "" "$INSTDIR\rookery.ico"
  WriteRegStr HKCU "${CLASSES}\${PROGID}\shell\open\command" "" '"$INSTDIR\rookery.exe" "%1"'
  WriteRegStr HKCU "${CLASSES}\.pgn\OpenWithProgids" "${PROGID}" ""
  WriteRegStr HKCU "${CLASSES}\Applications\rookery.exe\SupportedTypes" ".pgn" ""
  ReadRegStr $0 HKCU "${CLASSES}\.pgn" ""
  StrCmp $0 "" 0 +3
    WriteRegStr HKCU "${CLASSES}\.pgn" "" "${PROGID}"
    WriteRegStr HKCU "${CLASSES}\.pgn" "Content Type" "application/x-chess-pgn"
  ; Explorer reads the associations again.
  System::Call 'shell32::SHChangeNotify(i 0x08000000, i 0, p 0, p 0)'

  ; "Installed apps" lists it, with its uninstaller.
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayName" "${APP}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayIcon" "$INSTDIR\rookery.ico"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "Publisher" "The Rookery developers"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "UninstallString" '"$INSTDIR\uninstall.exe"'
  WriteRegStr HKCU "${UNINSTALL_KEY}" "QuietUninstallString" '"$INSTDIR\uninstall.exe" /S'
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoModify" 1
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoRepair" 1
SectionEnd

Section "Uninstall"
  Delete "$INSTDIR\rookery.exe"
  Delete "$INSTDIR\rookery.ico"
  Delete "$INSTDIR\LICENSE.txt"
  Delete "$INSTDIR\README.txt"
  Delete "$INSTDIR\uninstall.exe"
  ; Only if empty: nothing of the player's is taken with it.
  RMDir "$INSTDIR"
  Delete "$SMPROGRAMS\Rookery.lnk"

  DeleteRegKey HKCU "${CLASSES}\${PROGID}"
  DeleteRegValue HKCU "${CLASSES}\.pgn\OpenWithProgids" "${PROGID}"
  DeleteRegKey /ifempty HKCU "${CLASSES}\.pgn\OpenWithProgids"
  ; The file type's default, and what was said with it, if Rookery's.
  ReadRegStr $0 HKCU "${CLASSES}\.pgn" ""
  StrCmp $0 "${PROGID}" 0 +4
    DeleteRegValue HKCU "${CLASSES}\.pgn" ""
    DeleteRegValue HKCU "${CLASSES}\.pgn" "Content Type"
    DeleteRegKey /ifempty HKCU "${CLASSES}\.pgn"
  DeleteRegKey HKCU "${CLASSES}\Applications\rookery.exe"
  System::Call 'shell32::SHChangeNotify(i 0x08000000, i 0, p 0, p 0)'

  DeleteRegKey HKCU "${UNINSTALL_KEY}"
  DeleteRegKey HKCU "Software\Rookery"
  ; The player's games and settings (%APPDATA%\Rookery) stay.
SectionEnd
