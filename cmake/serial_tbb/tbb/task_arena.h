// SPDX-License-Identifier: GPL-3.0-or-later
// See serial.h: one header serves every name.
#pragma once
#include "serial.h"
